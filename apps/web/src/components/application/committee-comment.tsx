/** The committee's comment on a member's application, when it left one. */
export function CommitteeComment({ comments }: { comments: string }) {
  if (!comments) return null;
  return (
    <p className="text-sm text-slate-600">
      <span className="font-semibold">Comment from the committee:</span> {comments}
    </p>
  );
}
