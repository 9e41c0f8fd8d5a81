/** The "Real cluster" tab: the current experiment run on a Kubernetes cluster of the learner's kubeconfig, beside the simulation. */
package io.boundarylab.app.realcluster;
