/** Display ids (docs/product.md#limits): P-001, J-012, U-123. */
export function displayId(prefix: 'P' | 'J' | 'U', id: number): string {
  return `${prefix}-${String(id).padStart(3, '0')}`;
}
