import Link from 'next/link';
import { drawerLinks, navbarLinks } from '@/content/navigation';
import { DrawerAccount } from '@/components/account/drawer-account';
import { ComingSoon } from '@/components/ui/coming-soon';
import { Drawer } from './drawer';
import { HomeLink } from './home-link';
import { Logo } from './logo';
import { NavLinks } from './nav-links';
import { buttonClass } from '@/components/ui/button';

const drawerButton =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';
const iconButton = 'rounded-md p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-950';

/** The spec's account and cart icons: still Coming Soon (accounts are reached from the drawer and footer). */
const comingSoonIcons = [
  {
    id: 'account-soon',
    label: 'Account',
    drawing: (
      <>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
      </>
    ),
  },
  {
    id: 'cart-soon',
    label: 'Cart',
    drawing: (
      <>
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </>
    ),
  },
];

export function Navbar() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Drawer
          items={drawerLinks}
          accountSlot={
            <DrawerAccount
              cart={
                <ComingSoon id="drawer-cart-soon" label="Cart" className={drawerButton}>
                  Cart
                </ComingSoon>
              }
            />
          }
        />
        <HomeLink label="Coastline Print Co. home" className="mr-2 rounded-md">
          <Logo />
        </HomeLink>
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks links={navbarLinks} />
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <span className="hidden md:inline-flex">
            <ComingSoon
              id="for-businesses-soon"
              label="For Businesses"
              className="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:text-slate-950"
            >
              For Businesses
            </ComingSoon>
          </span>
          {comingSoonIcons.map((icon) => (
            <ComingSoon key={icon.id} id={icon.id} label={icon.label} align="end" className={iconButton}>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {icon.drawing}
              </svg>
            </ComingSoon>
          ))}
          <Link
            href="/start-an-order"
            prefetch={false}
            className={`ml-1 whitespace-nowrap max-sm:px-3 ${buttonClass('primary', 'compact')}`}
          >
            Get a Pro Quote
          </Link>
        </div>
      </div>
    </header>
  );
}
