/** A page with no data function: Next renders it once, at build time (automatic static optimisation). */
export default function StaticPage() {
  return (
    <main>
      <h1>Three items</h1>
      <ul>
        <li>Margherita</li>
        <li>Carbonara</li>
        <li>Tiramisu</li>
      </ul>
    </main>
  );
}
