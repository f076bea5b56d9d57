/** Navigation as data: the navbar, the drawer and the footer render these lists. */
export type NavLink = { label: string; href: string; matches?: string[] };

export const navbarLinks: NavLink[] = [
  { label: 'Stickers', href: '/products/stickers', matches: ['/products/stickers', '/stickers'] },
  { label: 'Labels', href: '/products/labels', matches: ['/products/labels', '/labels'] },
  {
    label: 'All Products',
    href: '/products',
    matches: ['/products', '/vehicle-graphics', '/window-graphics', '/packaging', '/magnets'],
  },
  { label: 'Services', href: '/services' },
  { label: 'Support', href: '/contact-us' },
];

export type DrawerItem = NavLink & { children?: NavLink[] };

export const drawerLinks: DrawerItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Products',
    href: '/products',
    children: [
      { label: 'All Products', href: '/products' },
      { label: 'Stickers', href: '/products/stickers' },
      { label: 'Labels', href: '/products/labels' },
      { label: 'Vehicle Graphics', href: '/products/vehicle-graphics' },
      { label: 'Window Graphics', href: '/products/window-graphics' },
      { label: 'Packaging', href: '/products/packaging' },
      { label: 'Magnets', href: '/products/magnets' },
    ],
  },
  {
    label: 'Services',
    href: '/services',
    children: [
      { label: 'All Services', href: '/services' },
      { label: 'Design', href: '/services/design' },
      { label: 'Branding', href: '/services/branding' },
      { label: 'Printing', href: '/services/printing' },
      { label: 'Delivery', href: '/services/delivery' },
    ],
  },
  { label: 'Support', href: '/contact-us' },
];

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Services',
    links: [
      { label: 'Design', href: '/services/design' },
      { label: 'Branding', href: '/services/branding' },
      { label: 'Printing', href: '/services/printing' },
      { label: 'Delivery', href: '/services/delivery' },
    ],
  },
  {
    title: 'Products',
    links: [
      { label: 'Stickers', href: '/products/stickers' },
      { label: 'Labels', href: '/products/labels' },
      { label: 'All Products', href: '/products' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about-us' },
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'Press Kit', href: '/press-kit' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Log in', href: '/login' },
      { label: 'Create an account', href: '/signup' },
      { label: 'Dashboard', href: '/dashboard' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Use', href: '/terms-of-use' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Cookie Policy', href: '/cookie-policy' },
    ],
  },
];
