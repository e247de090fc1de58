import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` only once the spot comes within `margin` of the viewport, `placeholder`
 * until then. For heavy parts below the fold (charts): their code is fetched and run when the
 * reader gets near them, not while the page's first screen is still being put together.
 * Without IntersectionObserver (old browsers, jsdom) the children render at once.
 */
export function NearViewport({
  children,
  placeholder,
  margin = '400px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: string;
}) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !spot.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(spot.current);
    return () => observer.disconnect();
  }, [near, margin]);

  if (near) return <>{children}</>;
  return <div ref={spot}>{placeholder}</div>;
}
