import {
  DeleteOutlined,
  MailOutlined,
  PhoneOutlined,
  PlusOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { letterGroups, PartyMessages, type PartyKind } from '@mise/domain';
import { Button, Card, Collapse, Flex, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ListControls } from '../lib/useListState';
import { useConfirmDelete } from '../lib/useConfirmDelete';
import { EmptyState } from './EmptyState';
import { Name } from './Name';
import { Pager } from './Pager';

/** One tile of the directory (the directory query's nodes). */
export interface PartyTile {
  id: string;
  name: string;
  email: string | null;
  contact: { name: string; phoneNumber: string } | null;
}

export interface PartyDirectoryProps<T extends PartyTile> {
  kind: PartyKind;
  /** The page's rows in name order (`usePagedQuery(...).rows`). */
  rows: readonly T[];
  list: ListControls;
  /** The list's route: tiles open `{path}/{id}`, Add opens `{path}/new`. */
  path: string;
  /** Deletes one (a `useAction`); asked after the confirmation. */
  onDelete: (row: T) => Promise<unknown>;
}

/**
 * The supplier and client directories (spec 3 §2.4, §2.6): a search box, Add, the page's rows in
 * alphabetical letter groups that expand to tiles (every group open while searching), a delete
 * icon per tile asking first, the spec's empty text, and the pager (the server's pages, by
 * name). Tiles wrap to one column on a phone.
 */
export function PartyDirectory<T extends PartyTile>({
  kind,
  rows,
  list,
  path,
  onDelete,
}: PartyDirectoryProps<T>) {
  const M = PartyMessages[kind];
  const navigate = useNavigate();
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const groups = letterGroups(rows);
  const letters = groups.map((g) => g.letter);
  // groups start closed; a search opens every group it found (the user may close some)
  const [open, setOpen] = useState<string[]>([]);
  const [shut, setShut] = useState<string[]>([]);
  const searching = list.state.search !== '';
  const active = searching ? letters.filter((l) => !shut.includes(l)) : open;
  const toggle = (keys: string[]) =>
    searching ? setShut(letters.filter((l) => !keys.includes(l))) : setOpen(keys);

  return (
    <Flex vertical gap={12}>
      {confirmHolder}
      <Flex wrap gap={12} align="center">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          aria-label={M.search}
          placeholder={M.search}
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
          onPressEnter={list.submitSearch}
          style={{ flex: '1 1 260px', maxWidth: 480 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`${path}/new`)}>
          {M.add}
        </Button>
      </Flex>
      <Spin spinning={list.loading}>
        {groups.length === 0 ? (
          <Card>
            <EmptyState text={list.loading ? ' ' : M.noneFound} />
          </Card>
        ) : (
          <Collapse
            activeKey={active}
            onChange={(keys) => toggle(Array.isArray(keys) ? keys : [keys])}
            items={groups.map((group) => ({
              key: group.letter,
              label: (
                <span data-testid="letter-group">
                  {group.letter}{' '}
                  <Typography.Text type="secondary">({group.rows.length})</Typography.Text>
                </span>
              ),
              children: (
                <div className="mise-party-tiles">
                  {group.rows.map((row) => (
                    <Card
                      key={row.id}
                      size="small"
                      hoverable
                      className="mise-party-tile"
                      data-testid="party-tile"
                      onClick={() => void navigate(`${path}/${row.id}`)}
                      title={<Name text={row.name} />}
                      extra={
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`Delete ${row.name}`}
                          title="Delete"
                          onClick={(event) => {
                            event.stopPropagation();
                            confirmDelete({ name: row.name, onConfirm: () => onDelete(row) });
                          }}
                        />
                      }
                    >
                      <Flex vertical gap={2}>
                        <Typography.Text type="secondary" ellipsis>
                          <PhoneOutlined />{' '}
                          {row.contact ? `${row.contact.name}, ${row.contact.phoneNumber}` : '-'}
                        </Typography.Text>
                        <Typography.Text type="secondary" ellipsis>
                          <MailOutlined /> {row.email ?? '-'}
                        </Typography.Text>
                      </Flex>
                    </Card>
                  ))}
                </div>
              ),
            }))}
          />
        )}
      </Spin>
      <Pager list={list} />
    </Flex>
  );
}
