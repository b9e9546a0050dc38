/**
 * A dish photo in a fixed square box (no layout shift), lazily loaded unless `eager`; a neutral
 * placeholder when the dish has none or it fails to load.
 */
import { useState } from 'react';

export function Photo({
  url,
  name,
  className,
  eager = false,
}: {
  url: string | null | undefined;
  name: string;
  className: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`photo ${className}`}>
      {url && !failed ? (
        <img
          src={url}
          alt={name}
          width={300}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className="photo-empty" aria-hidden="true">
          {name.trim().charAt(0).toUpperCase()}
        </span>
      )}
    </div>
  );
}
