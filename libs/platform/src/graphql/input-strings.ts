import {
  getNamedType,
  Kind,
  TypeInfo,
  getNullableType,
  isInputObjectType,
  isListType,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import { Extensions } from '@nestjs/graphql';
import { BadInputError } from '../errors';
import { invalidIdMessage, isUuid } from '../ids';
import { checkPage } from './connection';

/** Default maximum length of every string input (argument, input-object field, list item). */
export const DEFAULT_MAX_INPUT_LENGTH = 1000;
/** Field or argument extension holding its own maximum: set it with `@MaxInputLength(n)`. */
export const MAX_LENGTH_EXTENSION = 'maxLength';

/** NUL and the other C0 control characters except tab, LF and CR, and DEL. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Declares a larger or smaller maximum length for one string input field
 * (`@Field() @MaxInputLength(5000) notes!: string`). Without it: 1,000 characters.
 */
export const MaxInputLength = (max: number) => Extensions({ [MAX_LENGTH_EXTENSION]: max });

type Def = GraphQLArgument | GraphQLInputField;

/** The arguments of `PageArgs`: a field taking both is a list read a page at a time. */
const PAGE_ARGS = new Set(['offset', 'limit']);

/** Whether an input's type is (a list of) the `ID` scalar. */
function isIdType(type: GraphQLInputType): boolean {
  return getNamedType(type).name === 'ID';
}

/**
 * Checks every string of an operation's inputs, before any resolver runs: arguments and
 * input-object fields, nested and in lists, as literals and as variables. A control character or
 * a string over the field's maximum answers BAD_USER_INPUT naming the field; so does an `ID`
 * argument or field that is not a UUID ("menuItemId is not a valid id"), the one id check of
 * every service (issue 19).
 */
export function checkInputStrings(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
  defaultMax = DEFAULT_MAX_INPUT_LENGTH,
): void {
  const variableValue = (name: string): unknown => {
    if (variables && name in variables) return variables[name];
    const definition = operation.variableDefinitions?.find((v) => v.variable.name.value === name);
    return definition?.defaultValue ? literalValue(definition.defaultValue) : undefined;
  };
  const maxOf = (def: Def, inherited: number): number => {
    const declared = def.extensions?.[MAX_LENGTH_EXTENSION];
    return typeof declared === 'number' ? declared : inherited;
  };

  const checkString = (value: string, name: string, max: number) => {
    if (CONTROL_CHARACTERS.test(value)) {
      throw new BadInputError(`${name} contains a character that is not allowed`, name);
    }
    if (value.length > max) {
      throw new BadInputError(`${name} must be at most ${max} characters long`, name);
    }
  };

  // A blank id is "nothing chosen": the service answers it with the field's own message
  // ("Select an ingredient!"); anything else must be a UUID.
  const checkId = (value: unknown, name: string, max: number) => {
    if (typeof value === 'string') checkString(value, name, max);
    if (typeof value === 'string' && !value.trim()) return;
    if (!isUuid(value)) throw new BadInputError(invalidIdMessage(name), name);
  };

  const checkValue = (value: unknown, type: GraphQLInputType, name: string, max: number): void => {
    if (value === null || value === undefined) return;
    const bare = getNullableType(type);
    if (isListType(bare)) {
      const items = Array.isArray(value) ? value : [value];
      for (const item of items) checkValue(item, bare.ofType, name, max);
      return;
    }
    if (isIdType(bare)) return checkId(value, name, max);
    if (isInputObjectType(bare)) {
      if (typeof value !== 'object') return;
      const fields = bare.getFields();
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        const field = fields[key];
        if (field) checkValue(item, field.type, key, maxOf(field, defaultMax));
        else if (typeof item === 'string') checkString(item, key, defaultMax);
      }
      return;
    }
    if (typeof value === 'string') checkString(value, name, max);
  };

  const checkNode = (node: ValueNode, type: GraphQLInputType, name: string, max: number): void => {
    const bare = getNullableType(type);
    switch (node.kind) {
      case Kind.VARIABLE:
        return checkValue(variableValue(node.name.value), type, name, max);
      case Kind.STRING:
        if (isIdType(type)) return checkId(node.value, name, max);
        return checkString(node.value, name, max);
      case Kind.INT:
        if (isIdType(type)) return checkId(node.value, name, max);
        return;
      case Kind.LIST:
        for (const item of node.values) {
          checkNode(item, isListType(bare) ? bare.ofType : type, name, max);
        }
        return;
      case Kind.OBJECT:
        for (const field of node.fields) {
          const def = isInputObjectType(bare) ? bare.getFields()[field.name.value] : undefined;
          if (def) checkNode(field.value, def.type, def.name, maxOf(def, defaultMax));
          else checkNode(field.value, type, field.name.value, defaultMax);
        }
        return;
      default:
        return;
    }
  };

  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const def = typeInfo.getArgument();
        if (def) checkNode(node.value, def.type, def.name, maxOf(def, defaultMax));
        if (def && PAGE_ARGS.has(def.name)) {
          const paged = typeInfo.getFieldDef()?.args.filter((a) => PAGE_ARGS.has(a.name));
          const value =
            node.value.kind === Kind.VARIABLE
              ? variableValue(node.value.name.value)
              : node.value.kind === Kind.INT
                ? Number(node.value.value)
                : undefined;
          // A list's page (`PageArgs`), checked before the list is read (issue 19).
          if (paged?.length === PAGE_ARGS.size && typeof value === 'number') {
            checkPage({ offset: 0, limit: 1, [def.name]: value });
          }
        }
        return false;
      },
    }),
  );
}

function literalValue(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
      return node.value;
    case Kind.LIST:
      return node.values.map(literalValue);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literalValue(f.value)]));
    default:
      return undefined;
  }
}
