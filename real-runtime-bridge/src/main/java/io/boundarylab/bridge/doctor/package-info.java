/** What this machine allows, found by trying, and which experiments can therefore run for real. */
package io.boundarylab.bridge.doctor;
