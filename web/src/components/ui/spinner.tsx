/** A generic spinner with size and optional text (SPEC §2). */
export function Spinner({ size = 'md', text }: { size?: 'sm' | 'md' | 'lg'; text?: string }) {
  const px = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-[3px]', lg: 'h-12 w-12 border-4' }[size];
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3">
      <span className={`${px} animate-spin rounded-full border-indigo-200 border-t-indigo-600 motion-reduce:animate-none`} aria-hidden="true" />
      <span className={text ? 'text-sm text-slate-600' : 'sr-only'}>{text ?? 'Loading…'}</span>
    </div>
  );
}
