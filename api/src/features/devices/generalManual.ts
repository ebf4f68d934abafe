/**
 * The general manual is the same for every shopper: rendered on the first request, then kept. A render that failed
 * is not kept, so the next request renders again instead of failing until the API restarts.
 */
export function generalManual(render: () => Promise<Buffer>): () => Promise<Buffer> {
  let kept: Promise<Buffer> | null = null;
  return () => {
    if (kept) return kept;
    const rendering = render();
    kept = rendering;
    // The caller gets the rejection; this only forgets it.
    rendering.catch(() => {
      if (kept === rendering) kept = null;
    });
    return rendering;
  };
}
