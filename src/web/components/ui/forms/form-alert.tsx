/**
 * One red message for the whole form (role alert): the first field problem in the order given, or else the
 * failure of the call. The specified messages word several rules as one sentence ("name and email are
 * required", docs/product.md#messages).
 */
export function FormAlert({
  order,
  message,
  failure,
}: {
  order: readonly string[];
  message: (name: string) => string | undefined;
  failure?: string | null;
}) {
  const text = order.map(message).find(Boolean) ?? failure ?? null;
  if (!text) return null;
  return (
    <div className="alert-inline" role="alert">
      {text}
    </div>
  );
}
