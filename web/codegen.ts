import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents from the committed supergraph (`npm run codegen -w web`). The output in
// src/generated is committed (and not prettier-formatted); `npm test` fails when it is stale
// (`graphql-codegen --check`).
const config: CodegenConfig = {
  schema: '../deploy/supergraph/supergraph.graphql',
  documents: ['src/**/*.graphql', 'src/**/*.{ts,tsx}', '!src/generated/**'],
  generates: {
    'src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string' },
        avoidOptionals: { field: true, inputValue: false },
      },
    },
  },
  ignoreNoDocuments: true,
};
export default config;
