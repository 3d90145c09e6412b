// The shell's edge renderer (shell/src/entry-server.tsx), built by `npm run build` into shell/dist-server. Declared
// here because the worker's type check runs before the build and must not see UI code (tests/dependency-rules);
// its type is core's contract, which the renderer itself is checked against.
declare module '@quadkit/shell/server' {
  export const renderBody: import('@quadkit/core/shared/rendered-page').RenderBody;
  export const shellBuild: string;
  export const tablesScripts: import('@quadkit/core/shared/rendered-page').TablesScripts;
}
