import type { DocumentNode, TypedDocumentNode } from '@apollo/client';
import { PartyMessages, SEARCH_DEBOUNCE_MS, type PartyKind } from '@mise/domain';
import type { TabsProps } from 'antd';
import { useParams } from 'react-router';
import type { partyInput, PartyShape } from '../lib/party-form';
import { useAction } from '../lib/useAction';
import { useOutletQuery } from '../lib/useOutletQuery';
import { usePagedQuery, type Page } from '../lib/usePagedQuery';
import { PageHeader } from './PageHeader';
import { PartyDetail, type PartyDetailProps } from './PartyDetail';
import { PartyDirectory, type PartyTile } from './PartyDirectory';

// The supplier and client routes (spec 3 §2.4, §2.6): each kind's pages are these two with its
// documents, title and tabs; PartyDetail and PartyDirectory draw them.

export interface PartyDirectoryPageProps<T extends PartyTile> {
  kind: PartyKind;
  path: string;
  title: string;
  subtitle: string;
  /** The kind's documents: the directory answers `page`, the delete takes the party's id. */
  directory: TypedDocumentNode<
    { page: Page<T> },
    { offset: number; limit: number; search?: string | null }
  >;
  remove: TypedDocumentNode<unknown, { id: string }>;
}

/**
 * The route `{path}` of suppliers or clients: the directory a page at a time by name with search
 * (read again on return from the detail screen, whose save changes it), deleting with the kind's
 * toast.
 */
export function PartyDirectoryPage<T extends PartyTile>(props: PartyDirectoryPageProps<T>) {
  const { kind, path, title, subtitle, directory } = props;
  const { rows, list } = usePagedQuery(directory, {
    select: (data) => data.page,
    searchable: true,
    debounceMs: SEARCH_DEBOUNCE_MS.short,
    outletScoped: true,
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useAction(props.remove, {
    success: PartyMessages[kind].deleted,
    refetchQueries: [directory],
  });
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <PartyDirectory
        kind={kind}
        rows={rows}
        list={list}
        path={path}
        onDelete={(row) => remove({ id: row.id })}
      />
    </>
  );
}

type StoredParty = PartyShape & { id: string };
type PartyInput = ReturnType<typeof partyInput>;

/**
 * One kind's documents (clients.graphql, suppliers.graphql): the detail query answers `party`, the
 * create and update mutations answer `saved`; the directory is fetched again after an add.
 */
export interface PartyDocuments {
  detail: TypedDocumentNode<{ party: StoredParty | null }, { id: string }>;
  create: TypedDocumentNode<{ saved: { id: string } }, { input: PartyInput }>;
  update: TypedDocumentNode<{ saved: { id: string } }, { id: string; input: PartyInput }>;
  directory: DocumentNode;
}

export interface PartyDetailPageProps extends Pick<PartyDetailProps, 'kind' | 'path' | 'infoTab'> {
  documents: PartyDocuments;
  /** The tabs after the Info tab, given the stored party (null while new). */
  tabs: (party: StoredParty | null) => NonNullable<TabsProps['items']>;
}

/**
 * The route `{path}/:id` (and `{path}/new`) of a supplier or client: reads the stored party, saves
 * it with the kind's toasts (an add refetches the directory) and shows `PartyDetail`.
 */
export function PartyDetailPage({ kind, path, infoTab, documents, tabs }: PartyDetailPageProps) {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const { data, loading, error } = useOutletQuery(documents.detail, {
    variables: { id },
    skip: isNew,
    context: { quiet: true },
  });
  const [create, { loading: creating }] = useAction(documents.create, {
    success: PartyMessages[kind].added,
    refetchQueries: [documents.directory],
  });
  const [update, { loading: updating }] = useAction(documents.update, {
    success: PartyMessages[kind].saved,
  });
  const party = data?.party ?? null;
  return (
    <PartyDetail
      kind={kind}
      path={path}
      party={party}
      isNew={isNew}
      loading={loading}
      error={error}
      saving={creating || updating}
      save={async (input) =>
        party
          ? ((await update({ id: party.id, input }))?.saved.id ?? null)
          : ((await create({ input }))?.saved.id ?? null)
      }
      infoTab={infoTab}
      tabs={tabs(party)}
    />
  );
}
