/** True when a DynamoDB write failed its ConditionExpression (the optimistic-concurrency / uniqueness signal). */
export function isConditionFailed(err: unknown): boolean {
  return (err as { name?: string } | null)?.name === 'ConditionalCheckFailedException';
}
