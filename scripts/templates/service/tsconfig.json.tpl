{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "rootDir": "../..", "noEmit": true },
  "include": ["src/**/*.ts", "test/**/*.ts"]
}
