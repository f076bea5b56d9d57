// The floor `npm run lighthouse` compares every route with: the least a Next page can be,
// built from the same node_modules. No font, no CSS, one heading and a paragraph.
export const metadata = {
  title: 'Minimal Next page',
  description: 'The floor for the Lighthouse comparison.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
