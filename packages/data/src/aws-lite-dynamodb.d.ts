// aws-lite's DynamoDB plugin ships as a plain ES module without types; the shapes this project uses are
// declared where they are used (clients.ts DocumentDb).
declare module '@aws-lite/dynamodb' {
  const plugin: unknown;
  export default plugin;
}
