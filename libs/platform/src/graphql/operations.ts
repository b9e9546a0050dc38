import { applyDecorators } from '@nestjs/common';
import {
  Args,
  ID,
  Mutation,
  Query,
  type MutationOptions,
  type QueryOptions,
  type ReturnTypeFunc,
} from '@nestjs/graphql';
import { OutletScoped } from '../auth/decorators';

/** A root query on the current outlet: `@OutletScoped()` and `@Query(...)` in one. */
export const OutletQuery = (type: ReturnTypeFunc, options?: QueryOptions) =>
  applyDecorators(OutletScoped(), Query(type, options));

/** A mutation on the current outlet: `@OutletScoped()` and `@Mutation(...)` in one. */
export const OutletMutation = (type: ReturnTypeFunc, options?: MutationOptions) =>
  applyDecorators(OutletScoped(), Mutation(type, options));

/** Parameter decorator: a required `ID!` argument, `id` unless named. */
export const IdArg = (name = 'id') => Args(name, { type: () => ID });
