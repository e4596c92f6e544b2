// The container brings react-toastify's stylesheet, so that only pages already the browser's load it.
import 'react-toastify/ReactToastify.css';

export { ToastContainer } from 'react-toastify/unstyled';
