// A heading and 50 paragraphs of text, without a client component: what Next and React cost a page of text before it
// holds anything of the site's.
export const metadata = { title: 'Floor', description: 'A page of text without a client component, for bench:pages.' };

const paragraphs = Array.from({ length: 50 }, (_, index) => index + 1);

export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      {paragraphs.map((number) => (
        <p key={number}>Paragraph {number}, a line of text as long as a sentence of one of the site&apos;s pages.</p>
      ))}
    </main>
  );
}
