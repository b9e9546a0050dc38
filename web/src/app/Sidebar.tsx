import { DownOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { appConfig } from '../core/config';
import { LOGOUT_ICON, NAVIGATION, selectedKey, type NavEntry } from './navigation';

/**
 * The sidebar (spec 2.3): the entries of navigation.tsx, a group (Operations) opening its own
 * screen and unfolding its entries, then Logout. Plain links and buttons: keyboard and screen
 * reader friendly, and light.
 */
export function Sidebar({
  onNavigate,
  onLogout,
}: {
  onNavigate: () => void;
  onLogout: () => void;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = selectedKey(pathname);
  const [open, setOpen] = useState<Record<string, boolean>>({ operations: true });

  const link = (entry: NavEntry, nested = false) => (
    <li key={entry.key}>
      <NavLink
        to={entry.path}
        className={`mise-nav-item${nested ? ' mise-nav-nested' : ''}${selected === entry.key ? ' mise-nav-selected' : ''}`}
        aria-current={selected === entry.key ? 'page' : undefined}
        onClick={onNavigate}
      >
        {entry.icon}
        <span>{entry.label}</span>
      </NavLink>
    </li>
  );

  return (
    <nav aria-label="Main" className="mise-nav">
      <div className="mise-brand">
        <span className="mise-brand-mark">M</span>
        <span>Mise</span>
      </div>
      <ul>
        {NAVIGATION.map((entry) =>
          entry.children ? (
            <li key={entry.key}>
              <button
                type="button"
                className={`mise-nav-item${selected === entry.key ? ' mise-nav-selected' : ''}`}
                aria-expanded={open[entry.key] ?? false}
                onClick={() => {
                  setOpen((o) => ({ ...o, [entry.key]: !(o[entry.key] ?? false) }));
                  void navigate(entry.path);
                  onNavigate();
                }}
              >
                {entry.icon}
                <span>{entry.label}</span>
                <DownOutlined className={`mise-nav-caret${open[entry.key] ? ' open' : ''}`} />
              </button>
              {open[entry.key] && <ul>{entry.children.map((child) => link(child, true))}</ul>}
            </li>
          ) : (
            link(entry)
          ),
        )}
        <li>
          <button type="button" className="mise-nav-item" onClick={onLogout}>
            {LOGOUT_ICON}
            <span>Logout</span>
          </button>
        </li>
      </ul>
      <div className="mise-version">Version {appConfig.version}</div>
    </nav>
  );
}
