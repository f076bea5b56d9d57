export default function Page() {
  return (
    <main>
      <h1>Print Bold. Print Smart. Print with the Pros.</h1>
      <p>A minimal Next page: the floor that the site&apos;s routes are measured against.</p>
    </main>
  );
}
