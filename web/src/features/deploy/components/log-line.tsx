import type { DeploymentLog } from '@sitewright/core/schemas/deployment';

const levelColor = { SUCCESS: 'text-emerald-400', ERROR: 'text-red-400', WARNING: 'text-amber-300', INFO: 'text-sky-300' } as const;
const levelColorLight = { SUCCESS: 'text-emerald-700', ERROR: 'text-red-700', WARNING: 'text-amber-800', INFO: 'text-sky-800' } as const;

/** One deployment log line: time, level, message (SPEC §3 log levels). */
export function LogLine({ log, dark }: { log: DeploymentLog; dark?: boolean }) {
  const time = new Date(log.timestamp);
  const colors = dark ? levelColor : levelColorLight;
  return (
    <li className={`flex gap-2 ${dark ? 'text-slate-200' : 'text-slate-800'}`}>
      <span className={dark ? 'text-slate-400' : 'text-slate-600'}>{Number.isNaN(time.getTime()) ? '' : time.toLocaleTimeString('en-US', { hour12: false })}</span>
      <span className={`font-semibold ${colors[log.level as keyof typeof colors] ?? colors.INFO}`}>{log.level}</span>
      <span className="min-w-0 break-words">{log.message}</span>
    </li>
  );
}
