import { Icon } from '../../../components/ui/icons';

export type Device = 'desktop' | 'tablet' | 'mobile';

/**
 * Frame width per device: desktop full width, tablet 768 px (issue 17 §5: the common tablet width and the
 * `md` breakpoint, where SPEC §2 had max-w-2xl, 672 px), mobile max-w-sm (384 px).
 */
export const deviceWidth: Record<Device, string> = { desktop: 'max-w-full', tablet: 'max-w-[768px]', mobile: 'max-w-sm' };

const devices: { id: Device; label: string }[] = [
  { id: 'desktop', label: 'Desktop' },
  { id: 'tablet', label: 'Tablet' },
  { id: 'mobile', label: 'Mobile' },
];

/** The device toggles of the preview header: a group of pressed-state buttons. */
export function DeviceToggle({ value, onChange }: { value: Device; onChange(d: Device): void }) {
  return (
    // On a phone every width is the phone's own, so the toggle would do nothing there: shown from sm up.
    <div role="group" aria-label="Preview width" className="hidden rounded-lg border border-slate-300 bg-white p-0.5 sm:inline-flex">
      {devices.map((d) => (
        <button key={d.id} type="button" aria-pressed={value === d.id} onClick={() => onChange(d.id)} title={`${d.label} view`}
          className={`inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 ${value === d.id ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}>
          <Icon name={d.id} className="h-4 w-4" /><span className="sr-only sm:not-sr-only">{d.label}</span>
        </button>
      ))}
    </div>
  );
}
