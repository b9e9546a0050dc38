import { productionBuild } from '../../build-options';

describe('the production web build', () => {
  it('ships no source maps (they would publish the source of the app)', () => {
    expect(productionBuild.sourcemap).toBe(false);
    expect(productionBuild.outDir).toBe('dist');
  });
});
