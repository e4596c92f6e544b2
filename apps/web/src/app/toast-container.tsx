// The container brings react-toastify's stylesheet, so that only pages already the browser's load it.
import 'react-toastify/ReactToastify.css';
import './toast-container.css';

export { ToastContainer } from 'react-toastify/unstyled';
