import type { DomainRecordView } from '@sitewright/core/schemas/deployment';
import { secondaryButton } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import { useCopy } from '../../../lib/use-copy';

/** A record's value with Copy (Copied! for 2 s, as on the Code tab); its name says which record it copies. */
function CopyValue({ record }: { record: DomainRecordView }) {
  const { copied, copy } = useCopy();
  return (
    <button type="button" className={`${secondaryButton} mt-1.5 !px-2 !py-1 text-xs`} onClick={() => void copy(record.value)}>
      <Icon name={copied ? 'check' : 'copy'} className="h-3.5 w-3.5" />
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
      <span className="sr-only"> {record.type} value for {record.name}</span>
    </button>
  );
}

/**
 * The DNS records the owner creates at their DNS provider (issue 21 §2). Long names and values wrap
 * anywhere rather than widen the card; the wrapper scrolls if a narrow screen still cannot fit it.
 */
export function DnsRecordsTable({ records }: { records: DomainRecordView[] }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-medium text-slate-900">DNS records to create at your DNS provider</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
            <th scope="col" className="py-2 pr-3 font-semibold">Type</th>
            <th scope="col" className="py-2 pr-3 font-semibold">Name</th>
            <th scope="col" className="py-2 pr-3 font-semibold">Value</th>
            <th scope="col" className="py-2 font-semibold">Purpose</th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr key={`${r.type} ${r.name} ${r.value}`} className="border-b border-slate-100 align-top last:border-0">
              <th scope="row" className="py-2 pr-3 font-mono font-semibold text-slate-900">{r.type}</th>
              <td className="break-all py-2 pr-3 font-mono text-xs text-slate-900">{r.name}</td>
              <td className="py-2 pr-3"><code className="block break-all font-mono text-xs text-slate-900">{r.value}</code><CopyValue record={r} /></td>
              <td className="py-2 text-slate-700">{r.purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
