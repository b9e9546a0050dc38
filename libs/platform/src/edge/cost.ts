import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  valueFromASTUntyped,
  type ASTVisitor,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/** Arguments read as the page size of a list (or of the connection holding the list). */
export const PAGE_SIZE_ARGUMENTS = ['limit', 'first', 'last', 'take'] as const;

/** Field extension a subgraph sets to declare a list's maximum length: `@Extensions({ listSize: 50 })`. */
export const LIST_SIZE_EXTENSION = 'listSize';

export interface CostOptions {
  maxCost: number;
  /** Multiplier of a list with no page-size argument and no declared maximum. */
  defaultListFactor: number;
  /** Declared maximum lengths by `Type.field` (the gateway's schema carries no extensions). */
  listSizes?: Record<string, number>;
}

/**
 * List-aware cost: every field costs 1; a list multiplies the cost of its subtree by its page
 * size (`limit`/`first`/... given in the query or its schema default, also when it sits on the
 * connection field above the list), else by its declared maximum, else by the default factor.
 * So `{ me { outlets { owner { outlets { ... } } } } }` grows by that factor at every level.
 */
export function operationCost(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  type: GraphQLCompositeType,
  options: CostOptions,
): number {
  const visiting = new Set<string>();

  const pageSize = (node: FieldNode, field: GraphQLField<unknown, unknown>): number | undefined => {
    for (const name of PAGE_SIZE_ARGUMENTS) {
      const given = node.arguments?.find((arg) => arg.name.value === name);
      // A variable's value is not known at validation: the declared maximum or default applies.
      if (given && given.value.kind !== Kind.VARIABLE) {
        const value = valueFromASTUntyped(given.value);
        if (typeof value === 'number' && value >= 0) return value;
      }
      const declared = field.args.find((arg) => arg.name === name)?.defaultValue;
      if (!given && typeof declared === 'number') return declared;
    }
    return undefined;
  };

  const declaredSize = (parent: GraphQLNamedType, field: GraphQLField<unknown, unknown>) => {
    const fromSchema = field.extensions?.[LIST_SIZE_EXTENSION];
    if (typeof fromSchema === 'number') return fromSchema;
    return options.listSizes?.[`${parent.name}.${field.name}`];
  };

  const cost = (
    set: SelectionSetNode,
    parent: GraphQLCompositeType,
    inherited: number | undefined,
  ): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (total > options.maxCost) return total;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__')) continue; // introspection and __typename
        if (!isObjectType(parent) && !isInterfaceType(parent)) continue;
        const field = parent.getFields()[name];
        if (!field) continue; // reported by the standard rules
        const named = getNamedType(field.type);
        const own = pageSize(selection, field);
        const isList = isListType(getNullableType(field.type));
        if (!selection.selectionSet || !isCompositeType(named)) {
          total += 1;
          continue;
        }
        if (isList) {
          const factor =
            own ?? inherited ?? declaredSize(parent, field) ?? options.defaultListFactor;
          total += 1 + factor * cost(selection.selectionSet, named, undefined);
        } else {
          total += 1 + cost(selection.selectionSet, named, own ?? undefined);
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition
          ? context.getSchema().getType(selection.typeCondition.name.value)
          : parent;
        if (condition && isCompositeType(condition)) {
          total += cost(selection.selectionSet, condition, inherited);
        }
      } else {
        const name = selection.name.value;
        const fragment = context.getFragment(name);
        if (!fragment || visiting.has(name)) continue; // cycles are reported by the standard rules
        const condition = context.getSchema().getType(fragment.typeCondition.name.value);
        if (!condition || !isCompositeType(condition)) continue;
        visiting.add(name);
        total += cost(fragment.selectionSet, condition, inherited);
        visiting.delete(name);
      }
    }
    return total;
  };

  return cost(selectionSet, type, undefined);
}

/** Validation rule: refuses an operation whose list-aware cost is over `maxCost`. */
export function listAwareCostRule(options: CostOptions) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const root = context.getSchema().getRootType(node.operation);
      if (!root) return;
      const total = operationCost(context, node.selectionSet, root, options);
      if (total > options.maxCost) {
        context.reportError(
          new GraphQLError(
            `Cost limit of ${options.maxCost} exceeded: this query asks for too much at once (lists multiply their contents).`,
            { nodes: [node] },
          ),
        );
      }
    },
  });
}
