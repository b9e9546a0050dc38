import { operationText } from './documents';

describe('documents', () => {
  const source = `
# comment { with a brace
query A($x: String!) { a(x: $x) { ...F } }
fragment F on T { id nested { ...G } }
fragment G on U { id }
mutation B { b { id } }
`;
  it('sends one operation with the fragments it spreads', () => {
    expect(operationText(source, 'A')).toBe(
      'query A($x: String!) { a(x: $x) { ...F } }\nfragment F on T { id nested { ...G } }\nfragment G on U { id }',
    );
    expect(operationText(source, 'B')).toBe('mutation B { b { id } }');
  });
});
