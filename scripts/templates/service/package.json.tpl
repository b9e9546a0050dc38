{
  "name": "@mise/__name__",
  "version": "0.1.0",
  "private": true,
  "main": "dist/main.js",
  "scripts": {
    "build": "tsc -p tsconfig.build.json",
    "typecheck": "tsc -p tsconfig.json --noEmit",
    "lint": "eslint src test",
    "test": "NODE_OPTIONS=\"--experimental-vm-modules --no-warnings\" jest",
    "start": "node dist/main.js"
  },
  "dependencies": {
    "@mise/contracts": "*",
    "@mise/domain": "*",
    "@mise/platform": "*",
    "@nestjs/common": "12.5.1",
    "@nestjs/core": "12.5.1",
    "@nestjs/graphql": "14.0.3",
    "@nestjs/typeorm": "12.0.2",
    "graphql": "16.15.0",
    "reflect-metadata": "^0.2.2",
    "typeorm": "1.1.1"
  },
  "devDependencies": {
    "@mise/testing": "*"
  }
}
