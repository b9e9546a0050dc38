import { formatRM } from './domain';
import { useMemo, useState } from 'react';
import { Photo } from './Photo';
import type { Menu, MenuItem } from './types';

/** Categories with only the dishes whose name or description holds the search (any case). */
export function filterMenu(categories: Menu['categories'], search: string): Menu['categories'] {
  const q = search.trim().toLowerCase();
  if (!q) return categories.filter((c) => c.items.length > 0);
  return categories
    .map((c) => ({
      ...c,
      items: c.items.filter(
        (i) => i.name.toLowerCase().includes(q) || (i.description ?? '').toLowerCase().includes(q),
      ),
    }))
    .filter((c) => c.items.length > 0);
}

const sectionId = (index: number) => `category-${index}`;

/** The menu: search, sticky category chips that scroll to their section, the dishes. */
export function MenuScreen({ menu, onOpen }: { menu: Menu; onOpen: (item: MenuItem) => void }) {
  const [search, setSearch] = useState('');
  const categories = useMemo(() => filterMenu(menu.categories, search), [menu, search]);
  const hasDishes = menu.categories.some((c) => c.items.length > 0);
  if (!hasDishes) {
    return <p className="empty">This outlet has no dishes to order yet.</p>;
  }
  let shown = 0;
  return (
    <>
      <div className="toolbar">
        <label className="search">
          <span className="visually-hidden">Search the menu</span>
          <input
            type="search"
            placeholder="Search the menu"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        {categories.length > 0 && (
          <nav className="chips" aria-label="Categories">
            {categories.map((c, i) => (
              <button
                key={c.name}
                type="button"
                className="chip"
                onClick={() =>
                  document
                    .getElementById(sectionId(i))
                    ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
                }
              >
                {c.name}
              </button>
            ))}
          </nav>
        )}
      </div>
      {categories.length === 0 && <p className="empty">No dishes match “{search.trim()}”.</p>}
      {categories.map((category, i) => (
        <section
          key={category.name}
          id={sectionId(i)}
          className="category"
          aria-labelledby={`${sectionId(i)}-title`}
        >
          <h2 id={`${sectionId(i)}-title`}>{category.name}</h2>
          <ul className="dishes">
            {category.items.map((item) => {
              const eager = shown++ < 4;
              return (
                <li key={item.menuItemId}>
                  <button type="button" className="dish" onClick={() => onOpen(item)}>
                    <span className="dish-text">
                      <span className="dish-name">{item.name}</span>
                      {item.description && (
                        <span className="dish-description">{item.description}</span>
                      )}
                      <span className="price">{formatRM(item.price)}</span>
                    </span>
                    <Photo
                      url={item.photoUrl}
                      name={item.name}
                      className="dish-photo"
                      eager={eager}
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
