/** A page (or screen chunk) on its way: a light CSS spinner, so the first paint needs no library. */
export function PageLoading() {
  return (
    <div className="mise-page-loading" role="status" aria-label="Loading">
      <span className="mise-spinner" />
    </div>
  );
}
