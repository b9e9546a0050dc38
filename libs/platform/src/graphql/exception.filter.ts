import { Catch, type ArgumentsHost } from '@nestjs/common';
import type { GqlExceptionFilter } from '@nestjs/graphql';

/**
 * Hands every error raised in a resolver or guard to GraphQL untouched, so that `formatError`
 * alone decides what the client sees and what is logged (Nest would otherwise log expected
 * user errors such as "Outlet not found" as server errors).
 */
@Catch()
export class GraphqlExceptionFilter implements GqlExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<string>() !== 'graphql') throw exception;
    return exception;
  }
}
