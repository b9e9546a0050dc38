import { Kind, parse, type ConstValueNode } from 'graphql';

export interface SubgraphEndpoint {
  name: string;
  url: string;
}

const stringValue = (node: ConstValueNode | undefined): string | undefined =>
  node?.kind === Kind.STRING ? node.value : undefined;

/** The subgraphs a supergraph routes to: the values of its `join__Graph` enum. */
export function listSubgraphs(supergraphSdl: string): SubgraphEndpoint[] {
  const document = parse(supergraphSdl);
  const subgraphs: SubgraphEndpoint[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.ENUM_TYPE_DEFINITION || definition.name.value !== 'join__Graph') {
      continue;
    }
    for (const value of definition.values ?? []) {
      const directive = value.directives?.find((d) => d.name.value === 'join__graph');
      const arg = (name: string) =>
        stringValue(directive?.arguments?.find((a) => a.name.value === name)?.value);
      const name = arg('name');
      const url = arg('url');
      if (name && url) subgraphs.push({ name, url });
    }
  }
  return subgraphs;
}

/** Routing URL of each subgraph after the `SUBGRAPH_<NAME>_URL` overrides. */
export function resolveSubgraphs(
  supergraphSdl: string,
  overrides: Record<string, string>,
): SubgraphEndpoint[] {
  return listSubgraphs(supergraphSdl).map(({ name, url }) => ({
    name,
    url: overrides[overrideKey(name)] ?? url,
  }));
}

/** `SUBGRAPH_<NAME>_URL` keys are read lower-cased; names with other characters map to `_`. */
export const overrideKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '_');
