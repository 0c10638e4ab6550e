export {
  Carousel,
  CarouselPage,
  carouselDotVariants,
  carouselNext,
  carouselPageLabel,
  carouselVariants,
  type CarouselPageProps,
  type CarouselProps,
} from "./carousel";
