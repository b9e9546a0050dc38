import { MAX_PAGE_SIZE } from '@mise/domain';
import type { Type } from '@nestjs/common';
import { ArgsType, Directive, Field, Int, ObjectType } from '@nestjs/graphql';
import { BadInputError } from '../errors';

/** Shared by every subgraph's connections (`@shareable`, else two services' lists do not compose). */
@ObjectType()
@Directive('@shareable')
export class PageInfo {
  @Field(() => String, { nullable: true }) startCursor!: string | null;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
  @Field() hasNextPage!: boolean;
  @Field() hasPreviousPage!: boolean;
}

export interface ConnectionShape<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: PageInfo;
}

/** `{ nodes, totalCount, pageInfo }` for a node type: `class OutletConnection extends Connection(Outlet) {}`. */
export function Connection<T>(node: Type<T>): Type<ConnectionShape<T>> {
  @ObjectType({ isAbstract: true })
  abstract class ConnectionType implements ConnectionShape<T> {
    @Field(() => [node]) nodes!: T[];
    @Field(() => Int) totalCount!: number;
    @Field(() => PageInfo) pageInfo!: PageInfo;
  }
  return ConnectionType as unknown as Type<ConnectionShape<T>>;
}

/** The largest page a list answers (one rule with the web's page sizes, in `@mise/domain`). */
export { MAX_PAGE_SIZE };

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0 }) offset: number = 0;
  @Field(() => Int, { defaultValue: 10 }) limit: number = 10;
}

/** A page of a list searched by name: `search` is a case-insensitive "contains" (`containsPattern`). */
@ArgsType()
export class SearchPageArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Case-insensitive "contains" on the name' })
  search?: string | null;
}

/** Checks the page arguments (BAD_USER_INPUT when out of range). */
export function checkPage(page: PageArgs): PageArgs {
  if (!Number.isInteger(page.offset) || page.offset < 0) {
    throw new BadInputError('offset must be 0 or more', 'offset');
  }
  if (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > MAX_PAGE_SIZE) {
    throw new BadInputError(`limit must be between 1 and ${MAX_PAGE_SIZE}`, 'limit');
  }
  return page;
}

/**
 * A list's page as GraphQL answers it. The page is checked here too (`checkPage`; the request
 * edge already refused a bad `offset`/`limit` argument before the list was read), so no list
 * checks its own.
 */
export function toConnection<T>(
  nodes: T[],
  totalCount: number,
  page: PageArgs,
): ConnectionShape<T> {
  checkPage(page);
  return {
    nodes,
    totalCount,
    pageInfo: {
      startCursor: nodes.length ? String(page.offset) : null,
      endCursor: nodes.length ? String(page.offset + nodes.length - 1) : null,
      hasNextPage: page.offset + nodes.length < totalCount,
      hasPreviousPage: page.offset > 0,
    },
  };
}

/** The connection with each node mapped (a service's rows to the GraphQL model), page unchanged. */
export function mapConnection<T, U>(
  connection: ConnectionShape<T>,
  map: (node: T) => U,
): ConnectionShape<U> {
  return { ...connection, nodes: connection.nodes.map((node) => map(node)) };
}
