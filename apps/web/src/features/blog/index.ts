/* What the app composes from the blog feature besides its routes: the admin dashboard's Blog tab. */
export { AdminBlogTab } from './components/admin-blog-tab';
