import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { useScrollToTop } from './use-scroll-to-top';

/** Header, page, footer; a skip link first for keyboard users. */
export function AppLayout() {
  useScrollToTop();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">Skip to content</a>
      <Header />
      {/* A page on a muted background (one root element) keeps it down to the footer when it is shorter than the screen. */}
      <main id="main" className="flex-1 has-[>.bg-slate-50:only-child]:bg-slate-50">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
