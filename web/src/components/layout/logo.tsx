/** The Sitewright wordmark. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path d="M9 11h14M9 16h9M9 21h11" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}>Sitewright</span>
    </span>
  );
}
