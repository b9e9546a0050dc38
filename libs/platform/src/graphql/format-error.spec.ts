import { GraphQLError } from 'graphql';
import { BadInputError, DatabaseErrorMessages, databaseErrorAsAppError } from '../errors';
import { formatError } from './format-error';

const pgError = (code: string) => Object.assign(new Error('pg says no'), { code });

describe('formatError', () => {
  it('keeps an AppError with its code, message and field', () => {
    const out = formatError({ message: 'x' }, new BadInputError('Bad price', 'price'));
    expect(out).toEqual({
      message: 'Bad price',
      path: undefined,
      extensions: { field: 'price', code: 'BAD_USER_INPUT' },
    });
  });

  it('answers a numeric overflow from Postgres as BAD_USER_INPUT (issue 19)', () => {
    const wrapped = new GraphQLError('numeric field overflow', {
      originalError: pgError('22003'),
      path: ['updateMenuItem'],
    });
    const out = formatError(
      { message: 'numeric field overflow', path: ['updateMenuItem'] },
      wrapped,
    );
    expect(out).toEqual({
      message: DatabaseErrorMessages.outOfRange,
      path: ['updateMenuItem'],
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers a deadlock as CONFLICT and masks any other failure', () => {
    expect(formatError({ message: 'x' }, pgError('40P01')).extensions?.code).toBe('CONFLICT');
    const out = formatError({ message: 'x' }, pgError('XX000'));
    expect(out.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(out.message).toBe('Internal server error');
  });

  it('maps only the codes bad input or a race causes', () => {
    expect(databaseErrorAsAppError({ driverError: { code: '22003' } })?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(databaseErrorAsAppError(pgError('22P02'))?.code).toBe('BAD_USER_INPUT');
    expect(databaseErrorAsAppError(pgError('23505'))).toBeNull();
    expect(databaseErrorAsAppError(new Error('boom'))).toBeNull();
    expect(databaseErrorAsAppError(null)).toBeNull();
  });
});
