import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** The sidebar on phones and tablets (below the extra-large breakpoint). */
export default function MobileDrawer(props: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      placement="left"
      size={260}
      closable={false}
      className="mise-drawer"
      styles={{ body: { padding: 0 } }}
    >
      {props.children}
    </Drawer>
  );
}
