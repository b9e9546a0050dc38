{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "rootDir": "src", "outDir": "dist", "paths": {}, "types": ["node"] },
  "include": ["src/**/*.ts"],
  "exclude": ["src/**/*.spec.ts"]
}
