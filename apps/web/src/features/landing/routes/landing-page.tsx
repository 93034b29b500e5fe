import { PageTitle } from '@/components/page-title';
import { GetStartedSection } from '../components/get-started-section';
import { HeroSection } from '../components/hero-section';
import { OurStorySection } from '../components/our-story-section';
import { WhyBookWithUsSection } from '../components/why-book-with-us-section';

export default function LandingPage() {
  return (
    <>
      <PageTitle>Book sports venues across London</PageTitle>
      <HeroSection />
      <OurStorySection />
      <WhyBookWithUsSection />
      <GetStartedSection />
    </>
  );
}
