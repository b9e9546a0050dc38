import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ParseOptions, ValidationRule } from 'graphql';
import { listAwareCostRule } from './cost';
import { ORDERING_LIST_SIZES } from '@mise/domain';

/** One body limit for `/graphql` at the gateway and in every subgraph. */
export const GRAPHQL_BODY_LIMIT_BYTES = 256 * 1024;
export const GRAPHQL_BODY_LIMIT = '256kb';
export const PAYLOAD_TOO_LARGE_MESSAGE = 'The request is too large (at most 256 KB).';

export interface GraphqlLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  maxTokens: number;
  maxDirectives: number;
  /** Multiplier of a list without a page size or declared maximum. */
  defaultListFactor: number;
}

export const DEFAULT_GRAPHQL_LIMITS: GraphqlLimits = {
  maxDepth: 12,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 2000,
  maxDirectives: 50,
  defaultListFactor: 10,
};

const LIMIT_VARIABLES: Record<keyof GraphqlLimits, [string, number, number]> = {
  maxDepth: ['GRAPHQL_MAX_DEPTH', 1, 100],
  maxAliases: ['GRAPHQL_MAX_ALIASES', 0, 1000],
  maxCost: ['GRAPHQL_MAX_COST', 1, 1_000_000],
  maxTokens: ['GRAPHQL_MAX_TOKENS', 100, 100_000],
  maxDirectives: ['GRAPHQL_MAX_DIRECTIVES', 0, 1000],
  defaultListFactor: ['GRAPHQL_LIST_FACTOR', 1, 1000],
};

/**
 * The limits from `GRAPHQL_MAX_DEPTH`, `GRAPHQL_MAX_ALIASES`, `GRAPHQL_MAX_COST`,
 * `GRAPHQL_MAX_TOKENS`, `GRAPHQL_MAX_DIRECTIVES`, `GRAPHQL_LIST_FACTOR` (same names at the
 * gateway and in the services), with the problems found.
 */
export function readGraphqlLimits(env: Record<string, string | undefined>): {
  limits: GraphqlLimits;
  problems: string[];
} {
  const limits = { ...DEFAULT_GRAPHQL_LIMITS };
  const problems: string[] = [];
  for (const [key, [name, min, max]] of Object.entries(LIMIT_VARIABLES)) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
    } else {
      limits[key as keyof GraphqlLimits] = value;
    }
  }
  return { limits, problems };
}

export interface GraphqlProtection {
  /** Depth, aliases, directives (graphql-armor) and the list-aware cost. */
  validationRules: ValidationRule[];
  /** The token limit, applied by the parser (a refusal is a 400 syntax error, never a 500). */
  parseOptions: ParseOptions;
}

/**
 * Declared list lengths the list-aware cost uses at the gateway and in the subgraphs alike (the
 * gateway's schema carries no extensions), by `Type.field`: the real bounds of the guest's
 * ordering documents (`ORDERING_LIST_SIZES` of `@mise/domain`, enforced where the data is made).
 */
export const DECLARED_LIST_SIZES: Readonly<Record<string, number>> = ORDERING_LIST_SIZES;

/** The same request limits for the gateway and every subgraph (pass them to Apollo Server). */
export function graphqlProtection(
  limits: GraphqlLimits,
  options: { listSizes?: Record<string, number> } = {},
): GraphqlProtection {
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth },
    maxAliases: { n: limits.maxAliases },
    maxDirectives: { n: limits.maxDirectives },
    // armor's own cost is not list-aware, and its token limit re-parses in a plugin (a 500 on
    // any syntax error): both are replaced.
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  return {
    validationRules: [
      ...armor.protect().validationRules,
      listAwareCostRule({
        maxCost: limits.maxCost,
        defaultListFactor: limits.defaultListFactor,
        listSizes: { ...DECLARED_LIST_SIZES, ...options.listSizes },
      }),
    ],
    parseOptions: { maxTokens: limits.maxTokens },
  };
}
