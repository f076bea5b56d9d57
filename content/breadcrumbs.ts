/**
 * The fixed breadcrumb map (spec §1): each page's crumb label and its parent page. A trail
 * is Home, then the parents, then the page itself. Product pages are added by lib/catalogue (catalogueBreadcrumbMap).
 */
export type Crumb = { label: string; parent?: string };

export const breadcrumbMap: Record<string, Crumb> = {
  '/': { label: 'Home' },
  '/deals': { label: 'Deals', parent: '/' },
  '/login': { label: 'Log In', parent: '/' },
  '/signup': { label: 'Sign Up', parent: '/' },
  '/confirm-signup': { label: 'Confirm Sign Up', parent: '/signup' },
  '/otp': { label: 'One-Time Password', parent: '/login' },
  '/dashboard': { label: 'Dashboard', parent: '/' },
  // `*` stands for any last segment (lib/navigation): the quote's number.
  '/dashboard/quotes/*': { label: 'Your Quote', parent: '/dashboard' },
  '/dashboard/tax-exemption': { label: 'Tax Exemption', parent: '/dashboard' },
  '/dashboard/addresses': { label: 'Saved Addresses', parent: '/dashboard' },
  '/dashboard/your-data': { label: 'Your Data', parent: '/dashboard' },
  '/dashboard/company': { label: 'Company Account', parent: '/dashboard' },
  '/dashboard/company/join': { label: 'Join a Company', parent: '/dashboard/company' },
  '/quotes/*': { label: 'Your Quote', parent: '/' },
  '/review/*': { label: 'Write a Review', parent: '/' },
  '/reset-password': { label: 'Reset Password', parent: '/login' },
  '/confirm-reset-password': { label: 'Confirm Reset Password', parent: '/reset-password' },
  '/start-an-order': { label: 'Start an Order', parent: '/' },
  '/start-an-order/submitted': { label: 'Quote Sent', parent: '/start-an-order' },
  '/contact-us': { label: 'Contact Us', parent: '/' },
  '/about-us': { label: 'About Us', parent: '/' },
  '/press-kit': { label: 'Press Kit', parent: '/about-us' },
  '/terms-of-use': { label: 'Terms of Use', parent: '/' },
  '/privacy-policy': { label: 'Privacy Policy', parent: '/' },
  '/cookie-policy': { label: 'Cookie Policy', parent: '/' },
  '/products': { label: 'Products', parent: '/' },
  '/products/stickers': { label: 'Stickers', parent: '/products' },
  '/products/labels': { label: 'Labels', parent: '/products' },
  '/products/vehicle-graphics': { label: 'Vehicle Graphics', parent: '/products' },
  '/products/window-graphics': { label: 'Window Graphics', parent: '/products' },
  '/products/packaging': { label: 'Packaging', parent: '/products' },
  '/products/magnets': { label: 'Magnets', parent: '/products' },
  '/products/circular-and-oval-stickers': { label: 'Circular & Oval Stickers', parent: '/products/stickers' },
  '/products/die-cut-stickers': { label: 'Die Cut Stickers', parent: '/products/stickers' },
  '/products/embossed-stickers': { label: 'Embossed Stickers', parent: '/products/stickers' },
  '/products/kiss-cut-stickers': { label: 'Kiss Cut Stickers', parent: '/products/stickers' },
  '/products/qr-code-stickers': { label: 'QR Code Stickers', parent: '/products/stickers' },
  '/products/rectangular-and-square-stickers': {
    label: 'Rectangular & Square Stickers',
    parent: '/products/stickers',
  },
  '/products/specialty': { label: 'Specialty Stickers', parent: '/products/stickers' },
  '/services': { label: 'Services', parent: '/' },
  '/services/design': { label: 'Design', parent: '/services' },
  '/services/branding': { label: 'Branding', parent: '/services' },
  '/services/printing': { label: 'Printing', parent: '/services' },
  '/services/delivery': { label: 'Delivery', parent: '/services' },
};

/** Trail for a path that is not in the map (the 404 page). */
export const notFoundCrumb = 'Page Not Found';
