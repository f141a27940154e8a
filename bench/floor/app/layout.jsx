// The framework's floor for bench:pages: a root layout with nothing of the site's.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
