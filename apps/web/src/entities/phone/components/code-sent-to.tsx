/** A code step's line: `text` ("We sent a code to"), then the number, kept left to right and on one line. */
export function CodeSentTo({ text, to }: { text: string; to: string }) {
  return (
    <>
      {text}{' '}
      <span dir="ltr" className="font-semibold whitespace-nowrap text-slate-900">
        {to}
      </span>
    </>
  );
}
