import { formatRM } from './domain';
import { useEffect, useState } from 'react';
import { errorText } from '../public-entry/graphql';
import { request } from './api';
import { addLine, cartTotals, emptyCart, itemCount, placeOrderInput, type Cart } from './cart';
import { CartSheet } from './CartSheet';
import { ItemSheet, type ItemChoice } from './ItemSheet';
import { readTableLink, type TableLink } from './link';
import { MenuScreen } from './MenuScreen';
import { forgetOrder, saveOrder, savedOrders, type SavedOrder } from './saved-orders';
import { StatusScreen } from './StatusScreen';
import { Alert } from '../public-entry/Alert';
import type {
  GuestOrder,
  Menu,
  MenuItem,
  OrderingMenuQuery,
  OrderingMenuQueryVariables,
  PlaceOrderMutation,
  PlaceOrderMutationVariables,
} from './types';

export const INVALID_LINK = "This table's link is not valid";

/** `/order/{maskedOutletNumber}?table={name}`: the table's QR code opens this page. */
export function OrderApp() {
  const [link] = useState(() => readTableLink(window.location.pathname, window.location.search));
  return link ? <TablePage link={link} /> : <InvalidLink />;
}

function InvalidLink() {
  return (
    <main className="page">
      <section className="panel invalid">
        <h1>{INVALID_LINK}</h1>
        <p className="muted">Please scan the QR code on your table again, or ask a waiter.</p>
      </section>
    </main>
  );
}

type MenuState =
  | { state: 'loading' }
  | { state: 'ready'; menu: Menu }
  | { state: 'invalid' }
  | { state: 'failed'; message: string };

type View = { kind: 'menu' } | { kind: 'status'; saved: SavedOrder; initial: GuestOrder | null };

const FAILED = 'Something went wrong. Please try again.';

function TablePage({ link }: { link: TableLink }) {
  const [menuState, setMenuState] = useState<MenuState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<View>(() => {
    const [latest] = savedOrders(localStorage, link);
    return latest ? { kind: 'status', saved: latest, initial: null } : { kind: 'menu' };
  });
  const [orders, setOrders] = useState(() => savedOrders(localStorage, link));
  const [cart, setCart] = useState<Cart>(emptyCart);
  const [openItem, setOpenItem] = useState<MenuItem | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    request<OrderingMenuQuery, OrderingMenuQueryVariables>('OrderingMenu', {
      maskedOutletNumber: link.maskedOutletNumber,
      tableName: link.tableName,
    }).then(
      (data) => {
        if (cancelled) return;
        setMenuState(
          data.orderingMenu ? { state: 'ready', menu: data.orderingMenu } : { state: 'invalid' },
        );
      },
      (error: unknown) => {
        if (!cancelled) setMenuState({ state: 'failed', message: errorText(error, FAILED) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [link, attempt]);

  const outletName = menuState.state === 'ready' ? menuState.menu.outletName : null;
  useEffect(() => {
    if (outletName) document.title = `${outletName} · Order`;
  }, [outletName]);

  if (menuState.state === 'invalid') return <InvalidLink />;
  const menu = menuState.state === 'ready' ? menuState.menu : null;

  const add = (item: MenuItem, choice: ItemChoice) => {
    const result = addLine(cart, {
      menuItemId: item.menuItemId,
      name: item.name,
      price: item.price,
      options: choice.options,
      quantity: choice.quantity,
      note: choice.note,
    });
    setCart(result.cart);
    setNotice(result.added ? null : result.reason);
    setOpenItem(null);
  };

  const place = async () => {
    if (sending || cart.lines.length === 0) return;
    const input = placeOrderInput(cart, link);
    // The id is kept on the cart: a retry of this cart sends the same one.
    if (cart.requestId !== input.requestId) setCart({ ...cart, requestId: input.requestId });
    setSending(true);
    setPlaceError(null);
    try {
      const { placeOrder } = await request<PlaceOrderMutation, PlaceOrderMutationVariables>(
        'PlaceOrder',
        { input },
      );
      const saved = {
        maskedOutletNumber: link.maskedOutletNumber,
        tableName: link.tableName,
        orderCode: placeOrder.orderCode,
        token: placeOrder.statusToken,
      };
      saveOrder(localStorage, saved);
      setOrders(savedOrders(localStorage, link));
      setCart(emptyCart);
      setCartOpen(false);
      setView({
        kind: 'status',
        saved: { ...saved, savedAt: Date.now() },
        initial: placeOrder.order,
      });
      window.scrollTo(0, 0);
    } catch (error) {
      setPlaceError(errorText(error, FAILED));
    } finally {
      setSending(false);
    }
  };

  const count = itemCount(cart);
  const total = menu ? cartTotals(cart.lines, menu.billings).total : '0';

  return (
    <main className="page">
      <header className="masthead">
        {menu ? (
          <h1 className="outlet">{menu.outletName}</h1>
        ) : (
          <div className="skeleton-line title" aria-hidden="true" />
        )}
        <p className="table">Table {menu?.tableName ?? link.tableName}</p>
      </header>

      {view.kind === 'status' ? (
        <StatusScreen
          key={view.saved.orderCode}
          orderCode={view.saved.orderCode}
          token={view.saved.token}
          initial={view.initial}
          onNewOrder={() => setView({ kind: 'menu' })}
          onForget={() => {
            forgetOrder(localStorage, view.saved.orderCode);
            setOrders(savedOrders(localStorage, link));
            setView({ kind: 'menu' });
          }}
        />
      ) : (
        <>
          {orders.length > 0 && (
            <nav className="my-orders" aria-label="Your orders">
              {orders.slice(0, 3).map((o) => (
                <button
                  key={o.orderCode}
                  type="button"
                  className="link"
                  onClick={() => setView({ kind: 'status', saved: o, initial: null })}
                >
                  Your order {o.orderCode}: see its status
                </button>
              ))}
            </nav>
          )}
          {menuState.state === 'loading' && <MenuSkeleton />}
          {menuState.state === 'failed' && (
            <section className="panel">
              <Alert text={menuState.message} />
              <button
                type="button"
                className="primary"
                onClick={() => {
                  setMenuState({ state: 'loading' });
                  setAttempt((n) => n + 1);
                }}
              >
                Try again
              </button>
            </section>
          )}
          {menu && <MenuScreen menu={menu} onOpen={setOpenItem} />}
          <Alert text={notice} />
          {count > 0 && (
            <div className="cart-bar">
              <button type="button" className="primary wide" onClick={() => setCartOpen(true)}>
                View order · {count} {count === 1 ? 'item' : 'items'} · {formatRM(total)}
              </button>
            </div>
          )}
        </>
      )}

      {openItem && (
        <ItemSheet
          item={openItem}
          onAdd={(choice) => add(openItem, choice)}
          onClose={() => setOpenItem(null)}
        />
      )}
      {cartOpen && menu && (
        <CartSheet
          cart={cart}
          billings={menu.billings}
          tableName={menu.tableName}
          sending={sending}
          error={placeError}
          onChange={setCart}
          onPlace={() => void place()}
          onClose={() => setCartOpen(false)}
        />
      )}
    </main>
  );
}

function MenuSkeleton() {
  return (
    <div className="skeleton" aria-busy="true" aria-label="Loading the menu">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="skeleton-dish">
          <div>
            <div className="skeleton-line" />
            <div className="skeleton-line short" />
          </div>
          <div className="photo dish-photo" />
        </div>
      ))}
    </div>
  );
}
