/** A person's name with their @username under it. */
export function NameCell({ name, username }: { name: string | null; username: string }) {
  return (
    <>
      {name || '-'}
      <span className="sub">@{username}</span>
    </>
  );
}
