import { PlaceholderPage } from '@/components/placeholder-page';

export default function BlogPage() {
  return <PlaceholderPage title="Blog" message="Guides, venue news and tips arrive with the blog issue." />;
}
