// The width a news card's picture takes: the whole screen on a phone, half on a tablet, a third of the container
// (440 px) above (news-list.module.css). The card and the head's preload of the first card must agree.
export const NEWS_CARD_IMAGE_SIZES = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 440px';
